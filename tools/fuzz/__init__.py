"""Fuzzing the runtime as an outsider would: generated programs, random builtin calls with
arguments of every class, and mutated conformance scripts, each run in a fresh Session in a
worker process with a time bound. A finding is any non-MATLAB exception escaping
``Session.run``, any ``RunMat:*:internal`` error, a worker that died, or a case over the time
bound. See docs/fuzzing.md; ``python -m tools.fuzz --cases N`` runs it."""
