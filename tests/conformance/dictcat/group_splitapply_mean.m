% mean height by group
Height = [71; 69; 64; 67; 64; 68];
Gender = {'M'; 'M'; 'F'; 'M'; 'F'; 'F'};
G = findgroups(Gender);
meanHeight = splitapply(@mean, Height, G);
fprintf('%.4f\n', meanHeight);
