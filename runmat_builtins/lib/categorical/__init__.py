"""categorical arrays: values from a finite set of named categories."""
