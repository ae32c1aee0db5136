% a global declared without a value is empty
global GG
isempty(GG)
size(GG)
GG = 3;
show_gg();
function show_gg()
  global GG
  fprintf('GG = %d\n', GG);
end
