# A USI engine of before the Fischer clock, named like GPS Shogi: it dies on binc or winc, and
# resigns when its go line carries the increment as a byoyomi out of the main time.
while read line; do
  case "$line" in
    usi) echo "id name gpsshogi (a fake of the test)"; echo "usiok" ;;
    isready) echo "readyok" ;;
    *binc*|*winc*) echo "unknown option in go binc" >&2; exit 134 ;;
    "go btime 9900 wtime 4900 byoyomi 100") echo "bestmove resign" ;;
    go*) echo "unexpected: $line" >&2; exit 3 ;;
  esac
done
