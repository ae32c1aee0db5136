"""dictionary (R2022b): a value type mapping unique keys to values."""
