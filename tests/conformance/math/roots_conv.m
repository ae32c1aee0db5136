% roots, conv and deconv
r = roots([1 -3 2]);
fprintf('%.4f\n', sort(r));
conv([1 1], [1 -1])
[q, rr] = deconv([1 0 -1], [1 1])
poly([2 3])
