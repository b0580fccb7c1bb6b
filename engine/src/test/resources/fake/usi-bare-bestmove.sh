# A USI engine that answers go with a bestmove without a move.
while read line; do
  case "$line" in
    usi) echo "id name bare"; echo "usiok" ;;
    isready) echo "readyok" ;;
    go*) echo ""; echo "bestmove" ;;
  esac
done
