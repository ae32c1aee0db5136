% descending fractional ranges
r = [1:-0.25:0]
numel(2:-0.5:-2)
