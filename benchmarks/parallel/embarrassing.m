% An embarrassingly parallel loop: each iteration is ~50 ms of scalar MATLAB work (m = 48000,
% the default of run.py: a loop calling mod, sin, floor, sqrt), its result one element of a sliced output.
out = zeros(1, n);
parfor i = 1:n
  acc = 0;
  for k = 1:m
    acc = acc + mod(k * i, 7) * sin(k / m) + floor(sqrt(k + i));
  end
  out(i) = acc;
end
