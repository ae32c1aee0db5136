% matrix powers and the matrix exponential
A = [1 1; 0 1];
A ^ 3
E = expm(zeros(2));
E(:)'
fprintf('%.4f ', expm([0 1; 0 0])); fprintf('\n');
