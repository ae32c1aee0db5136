% groups of combinations of two variables
Gender = {'M'; 'F'; 'M'; 'F'; 'M'};
Smoker = [1; 0; 0; 0; 1];
[G, g1, g2] = findgroups(Gender, Smoker);
fprintf('%d ', G); fprintf('\n');
fprintf('%s ', g1{:}); fprintf('\n');
fprintf('%d ', g2); fprintf('\n');
