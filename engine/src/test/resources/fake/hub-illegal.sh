# A Hub engine that answers every search with a move no piece can make.
while read line; do
  case "$line" in
    hub) echo "id name=illegal"; echo "param name=variant value=normal type=enum values=normal"; echo "wait" ;;
    init) echo "ready" ;;
    go*) echo "info depth=1 score=0.1 pv=\"1-2\""; echo "done move=1-2" ;;
  esac
done
