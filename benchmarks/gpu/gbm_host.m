% gbm.m as a user often writes it: S built on the host (no 'gpuArray' constructor), the normals
% drawn on the device; S becomes a gpuArray at the first step. Inputs (set by the harness): M, T.
S0 = 100; mu = 0.05; sigma = 0.2; dt = 1/252;
drift = (mu - 0.5*sigma^2) * dt;
scale = sigma * sqrt(dt);
S = S0 * ones(M, 1, 'single');
for t = 1:T
    Z = randn(M, 1, 'single', 'gpuArray');
    S = S .* exp(drift + scale * Z);
end
price = gather(mean(S));
expected = S0 * exp(mu * T * dt);
if ~(abs(double(price) - expected) < 0.02 * expected)
    error('bench:gbm', 'GBM mean %g is far from the expected %g', price, expected);
end
