# An NSP engine that answers setup with an army that breaks the rules.
while read line; do
  case "$line" in
    nsp) echo "id name bad"; echo "id variant Napoleon Strategy"; echo "nspok" ;;
    isready) echo "readyok" ;;
    setup*) echo "setup south AAAAAAAAAA/AAAAAAAAA" ;;
  esac
done
