# A UCCI engine that completes the handshake, then never answers go.
while read line; do
  case "$line" in
    ucci) echo "id name hang"; echo "option usemillisec type check default false"; echo "ucciok" ;;
    isready) echo "readyok" ;;
    go*) sleep 1000 ;;
  esac
done
