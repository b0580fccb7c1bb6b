# A USI engine that answers go with noise and then a malformed bestmove.
while read line; do
  case "$line" in
    usi) echo "id name garbage"; echo "option name Style type combo default a var a var b"; echo "usiok" ;;
    isready) echo "readyok" ;;
    go*) echo "info depth x score banana"; echo "hello there"; echo "bestmove %%%" ;;
  esac
done
