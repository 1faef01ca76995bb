#!/usr/bin/env python3
"""Types keys into an interactive program in a pseudo-terminal, as a person at a terminal would.

The end-to-end tests of shell completion (ShellCompletionTests) use it: zsh and fish run their
completion scripts only from their line editors, and a line editor needs a terminal.

usage: terminal_session.py KEYS_FILE READY_TEXT RESULTS_FILE RECORDS TIMEOUT -- COMMAND [ARGUMENT...]

It starts COMMAND in a new session whose controlling terminal is the pseudo-terminal (120 columns,
50 rows), waits until READY_TEXT appears on the terminal (the shell's prompt), types the keys that
KEYS_FILE holds, and waits until RESULTS_FILE holds RECORDS lines that read "end" (the shell writes
them); then it kills the session. It exits 0, or 2 when the prompt or the records did not come
within TIMEOUT seconds, with what the terminal showed on stderr.
"""

import fcntl
import os
import select
import signal
import struct
import sys
import termios
import time


def main() -> int:
    if len(sys.argv) < 8 or sys.argv[6] != "--":
        print(__doc__, file=sys.stderr)
        return 64
    keys_file, ready_text, results_file = sys.argv[1], sys.argv[2], sys.argv[3]
    records, timeout, command = int(sys.argv[4]), float(sys.argv[5]), sys.argv[7:]
    with open(keys_file, "rb") as typed:
        keys = typed.read()

    controller, terminal = os.openpty()
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 120, 0, 0))
    child = os.fork()
    if child == 0:
        os.close(controller)
        os.setsid()
        fcntl.ioctl(terminal, termios.TIOCSCTTY, 0)
        for stream in (0, 1, 2):
            os.dup2(terminal, stream)
        if terminal > 2:
            os.close(terminal)
        os.execvp(command[0], command)
    os.close(terminal)

    shown = bytearray()
    deadline = time.monotonic() + timeout

    def drain(seconds: float) -> None:
        readable, _, _ = select.select([controller], [], [], seconds)
        if readable:
            try:
                shown.extend(os.read(controller, 65536))
            except OSError:
                time.sleep(seconds)  # the session ended; the deadline says what happens next

    def finished() -> bool:
        try:
            with open(results_file, encoding="utf-8", errors="replace") as results:
                return sum(1 for line in results if line.rstrip("\n") == "end") >= records
        except FileNotFoundError:
            return False

    try:
        while ready_text.encode() not in shown:
            if time.monotonic() > deadline:
                return fail(f"no prompt ({ready_text!r}) within {timeout} s", shown)
            drain(0.02)
        os.write(controller, keys)
        while not finished():
            if time.monotonic() > deadline:
                return fail(f"fewer than {records} records in {results_file} within {timeout} s", shown)
            drain(0.02)
        return 0
    finally:
        try:
            os.killpg(child, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(child, 0)
        os.close(controller)


def fail(reason: str, shown: bytearray) -> int:
    print(reason, file=sys.stderr)
    print("--- the terminal showed ---", file=sys.stderr)
    print(shown.decode("utf-8", errors="replace"), file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
