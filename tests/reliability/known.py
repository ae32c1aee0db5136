"""The builtins whose internal errors under the contract matrix are still open defects
(contract_known.txt: one ``builtin(args)`` call per line). The list may only shrink: the
contract test fails on a violation not listed and on a listed call that now behaves."""

from __future__ import annotations

from pathlib import Path

KNOWN = Path(__file__).with_name("contract_known.txt")


def known_calls() -> set[str]:
    if not KNOWN.exists():
        return set()
    return {ln.strip() for ln in KNOWN.read_text().splitlines() if ln.strip() and not ln.startswith("#")}


def known_internal_builtins() -> set[str]:
    return {c.split("(", 1)[0] for c in known_calls()}
