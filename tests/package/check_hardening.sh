#!/usr/bin/env bash
# A binary is hardened as Debian's own packages are (dpkg-buildflags' defaults and bindnow), read
# from the ELF file itself with readelf, as devscripts' hardening-check does: position-independent,
# a read-only relocation table bound at load time (RELRO + BIND_NOW), the stack protector, and
# fortified libc calls. lintian's hardening tags leave out the stack protector; this checks all four.
# Usage: check_hardening.sh BINARY
set -euo pipefail
bin=$1
header=$(readelf --wide --file-header "$bin")
segments=$(readelf --wide --program-headers "$bin")
dynamic=$(readelf --wide --dynamic "$bin")
symbols=$(readelf --wide --dyn-syms "$bin")

failed=0
need() {  # need WHAT COMMAND...: say ok or FAIL for one property
  local what=$1
  shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $bin: $what"; failed=1; fi
}
has() { grep -qE "$2" <<<"$1"; }
pie() { has "$header" "Type: +DYN" && has "$dynamic" "FLAGS_1.*\bPIE\b"; }
need "PIE (a shared-object ELF type, FLAGS_1 PIE)" pie
need "RELRO (a GNU_RELRO segment)" has "$segments" "GNU_RELRO"
need "BIND_NOW (FLAGS BIND_NOW or FLAGS_1 NOW)" has "$dynamic" "\(FLAGS\).*BIND_NOW|FLAGS_1.*\bNOW\b"
need "stack protector (calls __stack_chk_fail)" has "$symbols" "\b__stack_chk_fail\b"
need "fortified libc calls (imports __*_chk)" has "$symbols" "\b__[a-z_]+_chk\b"
[ "$failed" -eq 0 ] || exit 1
echo "ok: $bin is hardened: $(grep -oE '\b__[a-z_]+_chk\b' <<<"$symbols" | sort -u | tr '\n' ' ')"
