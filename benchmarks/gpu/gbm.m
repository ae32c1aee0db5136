% Monte Carlo geometric Brownian motion on the GPU, single precision.
% Inputs (set by the harness): M paths, T steps. Consumes its result: the mean final
% price is gathered (forcing the device to finish) and checked against S0*exp(mu*T*dt).
S0 = 100; mu = 0.05; sigma = 0.2; dt = 1/252;
drift = (mu - 0.5*sigma^2) * dt;
scale = sigma * sqrt(dt);
S = S0 * ones(M, 1, 'single', 'gpuArray');
for t = 1:T
    S = S .* exp(drift + scale .* randn(M, 1, 'single', 'gpuArray'));
end
price = gather(mean(S));
expected = S0 * exp(mu * T * dt);
if ~(abs(double(price) - expected) < 0.02 * expected)
    error('bench:gbm', 'GBM mean %g is far from the expected %g', price, expected);
end
