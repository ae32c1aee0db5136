[q, r] = deconv([1 5 6], [1 2]);
fprintf('%g ', q, r); fprintf('\n');
[q, r] = deconv([2 7 3 5], [1 3]);
fprintf('%g ', q); fprintf('| '); fprintf('%g ', r); fprintf('\n');
[q, r] = deconv(conv([1 2 3], [4 5]), [4 5]);
fprintf('%g ', q); fprintf('| '); fprintf('%g ', r); fprintf('\n');
[q, r] = deconv([1 2], [1 2 3]);
fprintf('%g ', q); fprintf('| '); fprintf('%g ', r); fprintf('\n');
