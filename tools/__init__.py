"""Repository maintenance tools (boundary checker, accel codemod); not part of any distribution."""
