# An engine that dies as soon as it is greeted, after saying why on its error output.
read line
echo "it crashed" >&2
sleep 0.3
exit 3
