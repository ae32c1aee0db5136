Gender = {'Male'; 'Male'; 'Female'; 'Female'; 'Female'; 'Male'};
Height = [71; 69; 64; 67; 64; 68];
[G, gender] = findgroups(Gender);
fprintf('%d ', G); fprintf('\n');
meanHeight = splitapply(@mean, Height, G);
for k = 1:numel(gender)
  fprintf('%s %.4f\n', gender{k}, meanHeight(k));
end
