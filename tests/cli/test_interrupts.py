"""Ctrl-C that Python drops (raised inside a __del__) is raised again until the runtime takes it."""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent("""
    import os, signal, threading, time
    from runmat_vm import interrupts

    interrupts.install()
    swallowed = []

    class Busy:
        def __del__(self):
            if not swallowed:  # the first SIGINT lands here, where Python only prints it
                swallowed.append(1)
                end = time.monotonic() + 0.5
                while time.monotonic() < end:
                    pass

    threading.Timer(0.1, os.kill, (os.getpid(), signal.SIGINT)).start()
    start = time.monotonic()
    try:
        while time.monotonic() - start < 10:
            Busy()
        print("not interrupted")
    except KeyboardInterrupt:
        interrupts.taken()
        print("interrupted after %.1f s" % (time.monotonic() - start))
    try:
        time.sleep(2.5)  # taken: no second interrupt follows
        print("quiet")
    except KeyboardInterrupt:
        print("raised again")
""")


def test_a_dropped_interrupt_is_raised_again_and_a_taken_one_is_not():
    r = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60)
    lines = r.stdout.split()
    assert "interrupted" in lines, (r.stdout, r.stderr)
    assert float(lines[lines.index("after") + 1]) < 5
    assert r.stdout.strip().endswith("quiet")
    assert "KeyboardInterrupt" in r.stderr  # Python's "Exception ignored in ... __del__" for the first
