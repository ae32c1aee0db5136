% clean sensor readings: standardize sentinels, fill gaps, drop bad rows, summarize by site
site = {'north'; 'south'; 'north'; 'east'; 'south'; 'north'; 'east'; 'south'};
temp = [21.5; -999; 22.1; 19.0; -999; 23.4; NaN; 20.2];
hum = [40; 42; NaN; 55; 50; -999; 57; 45];
temp = standardizeMissing(temp, -999);
hum = standardizeMissing(hum, -999);
fprintf('missing temp %d, hum %d\n', nnz(ismissing(temp)), nnz(ismissing(hum)));
temp = fillmissing(temp, 'linear');
fprintf('%.2f ', temp); fprintf('\n');
data = [temp hum];
[clean, removed] = rmmissing(data);
fprintf('kept %d of %d rows; removed rows:', size(clean, 1), size(data, 1));
fprintf(' %d', find(removed)); fprintf('\n');
sites = categorical(site(~removed));
[G, names] = findgroups(sites);
avg = splitapply(@mean, clean(:, 1), G);
for k = 1:numel(avg)
  fprintf('%s: %.2f\n', char(names(k)), avg(k));
end
counts = countcats(sites);
fprintf('%d ', counts); fprintf('\n');
