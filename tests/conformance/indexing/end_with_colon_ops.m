% end combined with colon expressions
v = 1:10;
v(end:-1:end-2)
v(2:2:end)
v(floor(end/3):ceil(end/3)+1)
