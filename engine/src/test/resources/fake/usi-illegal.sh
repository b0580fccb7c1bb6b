# A USI engine that answers every go with a move that is never legal at the start.
while read line; do
  case "$line" in
    usi) echo "id name illegal"; echo "usiok" ;;
    isready) echo "readyok" ;;
    go*) echo "info depth 1 score cp 0 pv 5i5a"; echo "bestmove 5i5a" ;;
  esac
done
