# A USI engine whose answer to go perft is broken in the way its first argument names: it dies,
# hangs, writes garbage or endless chatter, an unreadable move, a move twice, a count of 19
# digits, or a total that is not its counts' sum; "searches" has no go perft and searches instead
# (an error line, then a bestmove, as Plateau's own engine answers); or, "yaneuraou", lists one
# move only with YaneuraOu's time and speed lines.
while read line; do
  case "$line" in
    usi) echo "id name broken-perft"; echo "usiok" ;;
    isready) echo "readyok" ;;
    "go perft"*)
      case "$1" in
        dies) echo "perft is beyond me" >&2; exit 3 ;;
        hangs) ;;
        garbage) echo "7g7f: 1"; echo "the answer: forty-two" ;;
        babbles) for i in $(seq 1100); do echo "thinking"; done ;;
        yaneuraou) echo "7g7f: 1"; echo "Elapsed Time = 3 [ms]"; echo "333 NPS"; echo ""
          echo "Nodes searched: 1"; echo "" ;;
        unreadable) echo "7g7f: 1"; echo "7z7f: 1"; echo "Nodes searched: 2" ;;
        twice) echo "7g7f: 1"; echo "7g7f: 1"; echo "Nodes searched: 2" ;;
        bad-total) echo "7g7f: 1"; echo ""; echo "Nodes searched: 3" ;;
        huge) echo "7g7f: 9223372036854775807"; echo "Nodes searched: 9223372036854775807" ;;
        searches) echo "info string error: unknown go parameter \"perft\""; echo "bestmove 7g7f" ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
