"""Tests for strings, cells, structs and containers.Map."""
