% reading mixed columns with textscan
f = [tempname() '.txt'];
fid = fopen(f, 'w');
fprintf(fid, 'apple 3 0.50\nbanana 12 0.25\ncherry 7 2.00\n');
fclose(fid);
fid = fopen(f);
C = textscan(fid, '%s %d %f');
fclose(fid);
names = C{1}; qty = C{2}; price = C{3};
for k = 1:numel(names)
  fprintf('%-8s %3d %6.2f %7.2f\n', names{k}, qty(k), price(k), double(qty(k)) * price(k));
end
fprintf('total %.2f\n', sum(double(qty) .* price));
delete(f);
