% global variables shared between script and functions
global counter
counter = 0;
bump();
bump();
bump();
counter
function bump()
  global counter
  counter = counter + 1;
end
