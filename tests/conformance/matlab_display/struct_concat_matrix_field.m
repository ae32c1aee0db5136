struct2.a = 'second';
struct2.b = rand(5);
struct2
