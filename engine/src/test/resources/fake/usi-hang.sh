# A USI engine that completes the handshake, then never answers go.
while read line; do
  case "$line" in
    usi) echo "id name hang"; echo "usiok" ;;
    isready) echo "readyok" ;;
    go*) sleep 1000 ;;
  esac
done
