"""Every warning and error text the accel boundary emits, defined once.

Identifiers are stable: users silence them with ``warning('off', id)``.
"""

from __future__ import annotations

# Fallback warnings: one per (builtin, reason), suppressible by identifier.
FALLBACK_DECLINED_ID = "RunMat:accel:fallbackDeclined"
FALLBACK_DECLINED = (
    "{provider} cannot run '{builtin}' ({reason}); computed on the host instead."
)
FALLBACK_FAILED_ID = "RunMat:accel:fallbackFailed"
FALLBACK_FAILED = (
    "'{builtin}' failed on {provider} ({reason}); computed on the host instead."
)
DEVICE_OOM_ID = "RunMat:accel:deviceOutOfMemory"
DEVICE_OOM = "{provider} ran out of memory in '{builtin}'; computed on the host instead."

# Errors.
PROVIDER_UNAVAILABLE_ID = "RunMat:accel:providerUnavailable"
PROVIDER_UNAVAILABLE = "Acceleration provider '{provider}' is not available: {reason}"
UNKNOWN_PROVIDER_ID = "RunMat:accel:unknownProvider"
UNKNOWN_PROVIDER = "Unknown acceleration provider '{provider}'. Known providers: {known}."
NO_DEVICE_ID = "parallel:gpu:device:DeviceLibsNotFound"
NO_DEVICE = "No GPU device is available: {reason}"
STALE_HANDLE_ID = "parallel:gpu:array:InvalidData"
STALE_HANDLE = "The data no longer exists on the device."

# Reasons (short, stable strings used as telemetry keys).
REASON_DTYPE = "unsupported type {dtype}"
REASON_OP = "operation not supported"
REASON_INJECTED = "injected fault"
REASON_HOST_ONLY = "host-only builtin"


def fmt(template: str, **fields: object) -> str:
    """Fill a template; kept as one function so texts stay in this module."""
    return template.format(**fields)
