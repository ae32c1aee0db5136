"""The pydantic models of a telemetry snapshot (loaded with the first ``snapshot()`` or fusion
counter, not at start-up)."""

from __future__ import annotations

from pydantic import BaseModel, Field


class BuiltinStats(BaseModel):
    """Counters of one builtin."""

    calls: int = 0
    device_calls: int = 0
    fallbacks: int = 0
    errors: int = 0
    time_ns: int = 0


class FusionStats(BaseModel):
    """What elementwise fusion did: calls deferred into graphs, kernels run, the kernel cache."""

    deferred: int = Field(0, description="builtin calls recorded into a graph instead of launched")
    kernels: int = Field(0, description="fused kernels launched")
    ops_fused: int = Field(0, description="builtin calls computed inside launched fused kernels")
    cache_hits: int = 0
    compiles: int = 0
    compile_ns: int = 0
    random_in_kernel: int = Field(0, description="rand/randn drawn inside fused kernels")
    unfused: int = Field(0, description="graphs computed builtin by builtin (a domain escape or a failure)")
    reductions: int = Field(0, description="fused reduction kernels launched (an elementwise map and a reduction)")
    host_runs: int = Field(0, description="expression trees on host arrays computed fused (runmat_accel.fusion.host)")
    host_ops: int = Field(0, description="builtin calls computed inside those fused host trees")
    host_unfused: int = Field(0, description="marked host trees computed builtin by builtin (operands, domain)")
    host_threaded: int = Field(0, description="of host_runs, those computed by a multi-threaded compiled kernel "
                                             "(runmat_accel.fusion.threaded)")
    threaded_compiles: int = Field(0, description="multi-threaded host kernels compiled or loaded from the disk cache")
    threaded_compile_ns: int = Field(0, description="time those compiles took (in a background thread unless 'sync')")
    loops: int = Field(0, description="loops rolled into fused kernels, each run as one kernel with the loop inside")
    loop_iterations: int = Field(0, description="iterations those loop kernels ran")
    bytes_read: int = Field(0, description="bytes fused kernels read from device memory (their operands, once a pass)")
    bytes_written: int = Field(0, description="bytes fused kernels wrote to device memory (their results)")
    flag_reads: int = Field(0, description="reads of deferred domain-check flags (each a host sync)")
    reasons: dict[str, int] = Field(default_factory=dict, description="materialisations, by cause")


class OffloadSite(BaseModel):
    """The offload planner's decision at one call site (op and operand sizes), with its reason."""

    op: str
    kind: str
    sizes: list[list[int]]
    decision: str = Field(description="'device' or 'host'")
    reason: str
    calls: int = 0
    estimated_host_ns: float = 0.0
    estimated_device_ns: float = 0.0
    measured_ns: int = Field(0, description="total over the calls, transfers included when offloaded")


class Snapshot(BaseModel):
    """A consistent copy of every counter at one instant."""

    trace: int = Field(0, description="monotonic count of guarded calls ever made")
    calls: int = 0
    device_calls: dict[str, int] = Field(default_factory=dict, description="by provider")
    fallbacks: dict[str, int] = Field(default_factory=dict, description="by 'builtin|provider|reason'")
    errors: dict[str, int] = Field(default_factory=dict, description="by MATLAB identifier")
    uploads: int = 0
    upload_bytes: int = 0
    downloads: int = 0
    download_bytes: int = 0
    warnings: dict[str, int] = Field(default_factory=dict, description="by identifier")
    builtins: dict[str, BuiltinStats] = Field(default_factory=dict)
    fusion: FusionStats = Field(default_factory=FusionStats)
    offload: list[OffloadSite] = Field(default_factory=list, description="the auto-offload planner's call sites")
    explain: ExplainReport | None = Field(None, description="per source line, when the run was explained (--explain)")


class LineOps(BaseModel):
    """One builtin's calls on a source line: all of them, and those that ran on a device
    (deferred into a fused kernel, a fused reduction, or a device body)."""

    calls: int = 0
    device_calls: int = 0


class LineStats(BaseModel):
    """What one source line did over a run (``runmat run --explain``): the work counted while
    it was the line running, device work waited for at its end so its time includes it."""

    file: str
    line: int
    source: str = ""
    hits: int = Field(0, description="times the line started")
    time_ns: int = Field(0, description="wall time, the device's queued work included")
    compile_ns: int = Field(0, description="of which fused kernels were compiled")
    ops: dict[str, LineOps] = Field(default_factory=dict, description="builtins called, by name")
    host_calls: int = 0
    device_calls: int = 0
    deferred: int = Field(0, description="device calls recorded into a graph: computed in a fused kernel later")
    kernels: int = Field(0, description="fused kernels launched on this line (computing this and earlier lines' deferred calls)")
    ops_fused: int = Field(0, description="calls those kernels computed")
    loops: int = Field(0, description="loops run as one kernel")
    reductions: int = 0
    host_fused: int = Field(0, description="host expression trees computed fused")
    unfused: int = Field(0, description="graphs computed call by call")
    uploads: int = 0
    upload_bytes: int = 0
    downloads: int = 0
    download_bytes: int = 0
    flag_reads: int = 0
    syncs: int = Field(0, description="host syncs: downloads and domain-flag reads")
    kernel_bytes_read: int = 0
    kernel_bytes_written: int = 0
    achieved_bytes_per_s: float = Field(0.0, description="kernel bytes over the line's time")
    bandwidth_fraction: float = Field(0.0, description="achieved bytes per second over the device's measured bandwidth")


class ExplainReport(BaseModel):
    """Per-line placement, kernels, bytes and time of one run, with the device's bandwidth."""

    device: str = ""
    bandwidth_bytes_per_s: float = 0.0
    bandwidth_source: str = ""
    lines: list[LineStats] = Field(default_factory=list)
    total: LineStats | None = None


Snapshot.model_rebuild()
