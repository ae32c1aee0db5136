"""JSON text: jsonencode and jsondecode with MATLAB's mapping of values."""
