"""Dask's message batching off for a pool we start (docs/parallel.md, Worker settings).

Dask batches the small messages between the client, the scheduler and the workers, sending at
most one batch per interval (client to scheduler 10 ms, scheduler to a worker 5 ms, worker to
scheduler and scheduler to client 2 ms): a message sent within an interval of the previous one
waits for its end. A parfor's chunks follow the previous loop's release of its results, so they
waited up to 10 ms before the scheduler saw them, and a finished chunk's news waited again on
its way back (measured on the 2-core machine: the first chunk started 12-16 ms after the loop
did). A pool's messages are few: here each is sent at once (those that come while one is being
written still go together). Only for a LocalCluster we started: a scheduler others share keeps
its settings.

Imported only when a process pool starts (it imports distributed).
"""

from __future__ import annotations

from typing import Any

from distributed.diagnostics.plugin import SchedulerPlugin, WorkerPlugin

INTERVAL_S = 0.0  # a BatchedSend's interval: 0, each message at once


class PromptScheduler(SchedulerPlugin):
    """The scheduler's stream to each worker that joins (restarts too) sends at once."""

    name = "runmat-prompt-scheduler"

    def add_worker(self, scheduler: Any = None, worker: str = "", **kwargs: Any) -> None:
        stream = scheduler.stream_comms.get(worker)
        if stream is not None:
            stream.interval = INTERVAL_S

    def add_client(self, scheduler: Any = None, client: str = "", **kwargs: Any) -> None:
        stream = scheduler.client_comms.get(client)
        if stream is not None:
            stream.interval = INTERVAL_S


class PromptWorker(WorkerPlugin):
    """A worker's stream to the scheduler (a finished chunk's news) sends at once; set on every
    worker, those started later too."""

    name = "runmat-prompt-worker"
    idempotent = True

    def setup(self, worker: Any) -> None:
        stream = getattr(worker, "batched_stream", None)
        if stream is not None:
            stream.interval = INTERVAL_S


def _on_scheduler(dask_scheduler: Any = None) -> None:
    """Run on the scheduler: the plugin for later workers, the streams that exist now."""
    plugin = PromptScheduler()
    dask_scheduler.add_plugin(plugin, name=plugin.name, idempotent=True)
    for address in list(dask_scheduler.stream_comms):
        plugin.add_worker(dask_scheduler, address)
    for client in list(dask_scheduler.client_comms):
        plugin.add_client(dask_scheduler, client)


def prompt_messages(client: Any, cluster: Any) -> None:
    """Every stream of the pool's client, scheduler and workers sends at once."""
    comm = getattr(client, "scheduler_comm", None)
    if comm is not None:
        comm.interval = INTERVAL_S
    client.run_on_scheduler(_on_scheduler)
    client.register_plugin(PromptWorker())
