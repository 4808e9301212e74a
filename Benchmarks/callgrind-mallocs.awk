# Sums the calls to the C allocator's entry points recorded in a callgrind output file; the
# names are compressed ("(id) name" the first time, "(id)" after), so they are resolved here.
BEGIN {
  split("malloc calloc realloc posix_memalign aligned_alloc memalign", list, " ")
  for (i in list) wanted[list[i]] = 1
}
/^c?fn=/ {
  spec = $0
  sub(/^c?fn=/, "", spec)
  if (match(spec, /^\([0-9]+\)/)) {
    id = substr(spec, 1, RLENGTH)
    rest = substr(spec, RLENGTH + 2)
    if (rest != "") names[id] = rest
    name = names[id]
  } else {
    name = spec
  }
  if ($0 ~ /^cfn=/) callee = name
  next
}
/^calls=/ {
  if (callee in wanted) {
    split(substr($0, 7), parts, " ")
    total += parts[1]
  }
}
END { print total + 0 }
