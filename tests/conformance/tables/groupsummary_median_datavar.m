HealthStatus = {'Poor'; 'Good'; 'Fair'; 'Fair'; 'Poor'; 'Excellent'; 'Good'; 'Excellent'};
Age = [38; 43; 38; 40; 49; 51; 52; 35];
Height = [71; 68; 64; 67; 64; 62; 65; 55];
Weight = [176; 153; 131; 133; 119; 120; 140; 129];
T = table(HealthStatus, Age, Height, Weight);

G = groupsummary(T, 'HealthStatus', 'median', 'Height');
disp(strjoin(G.Properties.VariableNames, ' '))
fprintf('%g ', G.median_Height); fprintf('\n');
C = groupsummary(T, 'HealthStatus');
fprintf('%d ', C.GroupCount); fprintf('\n');
