% an IIR filter impulse response
y = filter(1, [1 -0.9], [1 zeros(1, 5)]);
fprintf('%.4f ', y); fprintf('\n');
