"""``--explain``: what each source line did on the host and the device.

The VM says which line starts (:func:`at_line`: file and line number, nothing else); this
module reads the telemetry counters at each such boundary and charges the difference to the
line that was running: builtin calls by name and where they ran, calls deferred into fusion
graphs, fused kernels launched and the bytes they read and wrote, transfers, host syncs, and
wall time. At each boundary the device's queued work is waited for, so a line's time includes
the kernels it launched (explaining a run costs that wait and the counter reads per line).

A deferred call shows on its own line as *deferred*; the kernel that computes it is counted on
the line that needed its value (a reduction, ``gather``, display), which is where it ran. The
roofline view divides a line's kernel bytes by its time and by the device's measured bandwidth
(:mod:`runmat_accel.roofline`): the fraction of the memory system the line achieved.
"""

from __future__ import annotations

import threading
from time import perf_counter_ns
from typing import TYPE_CHECKING, Any

from runmat_accel.telemetry import recorder

if TYPE_CHECKING:
    from runmat_accel.telemetry_model import ExplainReport

_FIELDS = ("host_calls", "device_calls", "deferred", "kernels", "ops_fused", "loops", "reductions", "host_fused",
           "unfused", "uploads", "upload_bytes", "downloads", "download_bytes", "flag_reads", "kernel_bytes_read",
           "kernel_bytes_written", "compile_ns")


class _Line:
    __slots__ = ("hits", "time_ns", "ops", "sums")

    def __init__(self) -> None:
        self.hits = 0
        self.time_ns = 0
        self.ops: dict[str, list[int]] = {}
        self.sums = dict.fromkeys(_FIELDS, 0)


def _flat(c: dict[str, Any]) -> dict[str, int]:
    f = c["fusion"]
    return {"deferred": c["deferred"], "kernels": f["kernels"], "ops_fused": f["ops_fused"], "loops": f["loops"],
            "reductions": f["reductions"], "host_fused": f["host_runs"], "unfused": f["unfused"],
            "uploads": c["up"][0], "upload_bytes": c["up"][1], "downloads": c["down"][0],
            "download_bytes": c["down"][1], "flag_reads": f["flag_reads"], "kernel_bytes_read": f["bytes_read"],
            "kernel_bytes_written": f["bytes_written"], "compile_ns": f["compile_ns"]}


class LineProfile:
    """The per-line recorder of one explained run (one at a time per process)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.lines: dict[tuple[str, int], _Line] = {}
        self.sources: dict[str, list[str]] = {}
        self.current: tuple[str, int] | None = None
        self._base: dict[str, Any] | None = None
        self._t = 0

    def _device_wait(self) -> None:
        from runmat_accel._private.manager import manager

        prov = manager().built_device()
        if prov is not None:
            try:
                prov.synchronize()
            except Exception:
                pass

    def _close(self, now_counts: dict[str, Any], now: int) -> None:
        key, base = self.current, self._base
        if key is None or base is None:
            return
        ln = self.lines.get(key)
        if ln is None:
            ln = self.lines[key] = _Line()
        ln.time_ns += now - self._t
        a, b = _flat(base), _flat(now_counts)
        for k, v in b.items():
            ln.sums[k] += v - a[k]
        calls0, dev0 = base["calls"], base["device"]
        for name, n in now_counts["calls"].items():
            dc = n - calls0.get(name, 0)
            dd = now_counts["device"].get(name, 0) - dev0.get(name, 0)
            if dc or dd:
                cell = ln.ops.get(name)
                if cell is None:
                    cell = ln.ops[name] = [0, 0]
                cell[0] += dc
                cell[1] += dd
                ln.sums["device_calls"] += dd
                ln.sums["host_calls"] += max(dc - dd, 0)

    def at_line(self, file: str, line: int) -> None:
        """Line ``line`` of ``file`` starts: the running line's work so far is charged to it."""
        with self._lock:
            self._device_wait()
            counts = recorder().counts()
            now = perf_counter_ns()
            self._close(counts, now)
            key = (file, line)
            ln = self.lines.get(key)
            if ln is None:
                ln = self.lines[key] = _Line()
            ln.hits += 1
            self.current, self._base = key, counts
            self._t = perf_counter_ns()  # the counter read and the wait are not the line's

    def finish(self) -> None:
        """The run ended: the last line's work is charged to it."""
        with self._lock:
            self._device_wait()
            self._close(recorder().counts(), perf_counter_ns())
            self.current = self._base = None

    def report(self) -> ExplainReport:
        """The lines in file order with their numbers and the device's bandwidth."""
        from runmat_accel import roofline
        from runmat_accel._private.manager import manager
        from runmat_accel.telemetry_model import ExplainReport, LineOps, LineStats

        prov = manager().built_device()
        bw = roofline.bandwidth(prov) if prov is not None else None
        roof = bw.bytes_per_s if bw is not None else 0.0
        out = []
        total = LineStats(file="", line=0, source="total")

        def finish(st: LineStats) -> None:
            st.syncs = st.downloads + st.flag_reads
            moved = st.kernel_bytes_read + st.kernel_bytes_written
            if moved and st.time_ns:
                st.achieved_bytes_per_s = moved / (st.time_ns * 1e-9)
                st.bandwidth_fraction = st.achieved_bytes_per_s / roof if roof else 0.0

        for (file, line), ln in sorted(self.lines.items(), key=lambda kv: (kv[0][0], kv[0][1])):
            src = self.sources.get(file)
            text = src[line - 1].strip() if src is not None and 0 < line <= len(src) else ""
            st = LineStats(file=file, line=line, source=text, hits=ln.hits, time_ns=ln.time_ns,
                           ops={k: LineOps(calls=v[0], device_calls=v[1]) for k, v in sorted(ln.ops.items())},
                           **ln.sums)
            finish(st)
            out.append(st)
            total.hits += ln.hits
            total.time_ns += ln.time_ns
            for k, v in ln.sums.items():
                setattr(total, k, getattr(total, k) + v)
        finish(total)
        return ExplainReport(device=bw.device if bw is not None else "", bandwidth_bytes_per_s=roof,
                             bandwidth_source=bw.source if bw is not None else "", lines=out, total=total)


_ACTIVE: list[LineProfile | None] = [None]
_LAST: list[Any] = [None]


def start() -> LineProfile:
    """Begin explaining: telemetry from here on is charged to the lines the VM reports."""
    prof = LineProfile()
    _ACTIVE[0] = prof
    _LAST[0] = None
    return prof


def active() -> LineProfile | None:
    return _ACTIVE[0]


def at_line(file: str, line: int) -> None:
    """The VM's report that line ``line`` of ``file`` starts (ignored when not explaining)."""
    prof = _ACTIVE[0]
    if prof is not None:
        prof.at_line(file, line)


def add_source(file: str, text: str) -> None:
    """The text of ``file`` (the report shows each line's source)."""
    prof = _ACTIVE[0]
    if prof is not None and file not in prof.sources:
        prof.sources[file] = text.splitlines()


def stop() -> ExplainReport | None:
    """End explaining; the report (also in later telemetry snapshots, until the next start)."""
    prof = _ACTIVE[0]
    if prof is None:
        return _LAST[0]
    prof.finish()
    _ACTIVE[0] = None
    rep = _LAST[0] = prof.report()
    return rep


def last_report() -> ExplainReport | None:
    return _LAST[0]


def _bytes(n: float) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if abs(n) < 1000 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1000
    return f"{n:.1f} GB"


def text(report: ExplainReport) -> str:
    """The report as the table ``--explain`` prints (stderr)."""
    head = (f"explain: per source line ({report.device or 'no device'}; measured bandwidth "
            f"{report.bandwidth_bytes_per_s / 1e9:.1f} GB/s, {report.bandwidth_source or 'none'})")
    cols = ["line", "hits", "ms", "where", "kernels", "h<->d", "kernel bytes", "GB/s", "% bw", "syncs", "source"]
    rows = []
    for st in [*report.lines, *([report.total] if report.total is not None else [])]:
        where = []
        if st.device_calls:
            where.append(f"device {st.device_calls}" + (f" ({st.deferred} fused)" if st.deferred else ""))
        if st.host_calls:
            where.append(f"host {st.host_calls}" + (f" ({st.host_fused} fused trees)" if st.host_fused else ""))
        ops = ", ".join(f"{k}{'@dev' if v.device_calls else ''}x{v.calls}" for k, v in st.ops.items())
        kern = str(st.kernels) + (f" ({st.loops} loop)" if st.loops else "") + (f" ({st.reductions} red)" if st.reductions else "")
        moved = st.kernel_bytes_read + st.kernel_bytes_written
        label = "total" if st.line == 0 else (f"{st.line}" if len({ln.file for ln in report.lines}) <= 1
                                              else f"{st.file.rsplit('/', 1)[-1]}:{st.line}")
        rows.append([label, str(st.hits), f"{st.time_ns / 1e6:.3f}" + (f" (compile {st.compile_ns / 1e6:.1f})" if st.compile_ns else ""), "; ".join(where) or "-",
                     kern if st.kernels else "-",
                     f"{_bytes(st.upload_bytes)}/{_bytes(st.download_bytes)}" if st.uploads or st.downloads else "-",
                     _bytes(moved) if moved else "-",
                     f"{st.achieved_bytes_per_s / 1e9:.2f}" if moved else "-",
                     f"{100 * st.bandwidth_fraction:.1f}" if moved and report.bandwidth_bytes_per_s else "-",
                     str(st.syncs) if st.syncs else "-",
                     (st.source[:48] + (f"  [{ops}]" if ops else "")) if st.line else ""])
    widths = [max(len(c), *(len(r[i]) for r in rows)) if rows else len(c) for i, c in enumerate(cols)]
    last = len(cols) - 1
    fmt = lambda r: "  ".join(v if i == last else v.ljust(w) if i == 3 else v.rjust(w)  # noqa: E731
                              for i, (v, w) in enumerate(zip(r, widths))).rstrip()
    body = [fmt(cols), fmt(["-" * w for w in widths])] + [fmt(r) for r in rows]
    note = ("  deferred calls run in the fused kernel of the line that needs their value; "
            "h<->d: bytes uploaded/downloaded; kernel bytes: read + written by fused kernels; "
            "ms includes kernel compiles (shown): run twice in one session to see warm times")
    return "\n".join([head, *body, note]) + "\n"
