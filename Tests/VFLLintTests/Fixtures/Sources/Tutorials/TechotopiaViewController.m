// Techotopia, "Understanding the iOS 7 Auto Layout Visual Format Language" (seed 002):
// the chapter's sample code in the view controller a reader would put it in.

#import "ViewController.h"

@interface ViewController ()
@end

@implementation ViewController

- (void)viewDidLoad
{
    [super viewDidLoad];

    // Get a reference to the superview
    UIView *superview = self.view;

    //Create a label
    UILabel *mylabel = [[UILabel alloc]init];

    [mylabel setTranslatesAutoresizingMaskIntoConstraints:NO];
    mylabel.text = @"My Label";

    //Create a button
    UIButton *mybutton = [UIButton buttonWithType:UIButtonTypeRoundedRect];
    [mybutton setTitle:@"My Button" forState:UIControlStateNormal];
    [mybutton setTranslatesAutoresizingMaskIntoConstraints:NO];

    //Add the button and label to the superview
    [superview addSubview:mylabel];
    [superview addSubview:mybutton];

    // Get the views dictionary
    NSDictionary *viewsDictionary =
             NSDictionaryOfVariableBindings(mylabel, mybutton);

    //Create the constraints using the visual language format
    NSArray *constraintsArray = [NSLayoutConstraint
             constraintsWithVisualFormat:@"|-[mybutton]-[mylabel(==mybutton)]-|"
             options:NSLayoutFormatAlignAllBaseline metrics:nil
             views:viewsDictionary];

    //Work through the array of constraints, applying each to the superview
    for (int i = 0; i<constraintsArray.count; i++) {
            [superview addConstraint:constraintsArray[i]];
    }
}

@end
