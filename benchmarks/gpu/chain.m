% Elementwise chain on a single gpuArray x (1 x N): sin, exp, cos, tanh and .^,
% consumed by gathering its sum (forces the device to finish) and checking it.
y = sin(x) .* exp(-x / 10) + cos(x) .* tanh(x);
y = y .^ 2;
total = gather(sum(y));
if ~(isfinite(total) && total > 0)
    error('bench:chain', 'chain sum %g is not a positive finite number', total);
end
