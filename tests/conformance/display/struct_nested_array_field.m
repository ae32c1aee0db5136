% a struct holding a struct array and a nested scalar struct
x.y = struct('a', {1, 2});
x.z.w = 5;
x
