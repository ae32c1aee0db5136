[x, flag, relres, iter, resvec] = pcg([2 0; 0 3], [0; 0]);
fprintf('%g ', x, flag, relres, iter, resvec); fprintf('\n');
