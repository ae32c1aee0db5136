% a grade book with letter grades and a histogram
scores = [88 92 75 64 95 58 81 77 90 69];
letters = cell(size(scores));
for k = 1:numel(scores)
  s = scores(k);
  if s >= 90
    letters{k} = 'A';
  elseif s >= 80
    letters{k} = 'B';
  elseif s >= 70
    letters{k} = 'C';
  elseif s >= 60
    letters{k} = 'D';
  else
    letters{k} = 'F';
  end
end
grades = 'ABCDF';
for g = grades
  n = sum(strcmp(letters, g));
  fprintf('%c: %-5s (%d)\n', g, repmat('#', 1, n), n);
end
fprintf('mean %.1f, median %.1f\n', mean(scores), median(scores));
