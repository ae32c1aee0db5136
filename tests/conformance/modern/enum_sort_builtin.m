Team1 = [Results.First, Results.NoPlace, Results.Third, Results.Second];
Team2 = [Results.Second, Results.Third, Results.First, Results.First];
disp(sum(Team1) < sum(Team2))
s = sort(Team2, 'descend');
disp(class(s))
disp(strjoin(cellstr(s), ' '))
[a, i] = sort(Team1);
disp(strjoin(cellstr(a), ' '))
disp(i)
disp(mean(Team1))
