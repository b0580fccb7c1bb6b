# An engine that dies as soon as it is greeted.
read line
echo "it crashed" >&2
exit 3
