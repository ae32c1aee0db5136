Team1 = [Results.First, Results.NoPlace, Results.Third, Results.Second];
[m, i] = max(Team1);
fprintf('%s at %d\n', char(m), i);
[n, j] = min(Team1);
fprintf('%s at %d\n', char(n), j);
disp(class(m))
disp(int32(m) - int32(n))
G = [Results.Third Results.First; Results.Second Results.NoPlace];
c = max(G);
disp(strjoin(cellstr(c), ' '))
