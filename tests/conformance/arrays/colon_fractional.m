% colon ranges with fractional steps
r = [0:0.25:1]
s = [1:-0.5:-1]
numel(0:0.1:1)
t = [10:-3:0]
isempty(5:1)
