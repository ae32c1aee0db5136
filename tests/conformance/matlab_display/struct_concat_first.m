struct1.a = 'first';
struct1.b = [1,2,3];
struct1
