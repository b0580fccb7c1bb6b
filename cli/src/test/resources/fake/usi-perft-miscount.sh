# A USI engine that knows standard shogi's first moves and miscounts 7g7f: with the argument
# "double" it counts 2 leaves for it at depth 1, with "above" 31 at depth 2 (as one counting the
# replies wrongly from the start only), but asked at depth 1 after 7g7f it lists Gote's 30 replies.
SENTE="1g1f 1i1h 2g2f 2h1h 2h3h 2h4h 2h5h 2h6h 2h7h 3g3f 3i3h 3i4h 4g4f 4i3h 4i4h 4i5h 5g5f 5i4h
  5i5h 5i6h 6g6f 6i5h 6i6h 6i7h 7g7f 7i6h 7i7h 8g8f 9g9f 9i9h"
GOTE="1a1b 1c1d 2c2d 3a3b 3a4b 3c3d 4a3b 4a4b 4a5b 4c4d 5a4b 5a5b 5a6b 5c5d 6a5b 6a6b 6a7b 6c6d
  7a6b 7a7b 7c7d 8b3b 8b4b 8b5b 8b6b 8b7b 8b9b 8c8d 9a9b 9c9d"
divide() { # $1 the moves, $2 the count of each, $3 the count of 7g7f
  total=0
  for m in $1; do
    n=$2
    if [ "$m" = 7g7f ]; then n=$3; fi
    echo "$m: $n"
    total=$((total + n))
  done
  echo
  echo "Nodes searched: $total"
}
while read line; do
  case "$line" in
    usi) echo "id name miscount"; echo "usiok" ;;
    isready) echo "readyok" ;;
    position*) position="$line" ;;
    "go perft 2") divide "$SENTE" 30 31 ;;
    "go perft 1")
      case "$position:$1" in
        *7g7f:*) divide "$GOTE" 1 1 ;;
        *:double) divide "$SENTE" 1 2 ;;
        *) divide "$SENTE" 1 1 ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
